import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured slowest (seconds each on the 2-core CI machine) start first, so that neither
 * worker is left with one of them at the end while the other idles. Vitest orders by the durations
 * of the last run when it has them, but CI runs on a clean clone, where it has none and starts the
 * largest files first instead.
 */
const slowestFirst = [
  /server\/routes\/provider\/money\.property\.test\.ts$/,
  /server\/routes\/funds\/property\.test\.ts$/,
  /server\/routes\/content\/games\.test\.ts$/,
  /server\/ops\/ops\.test\.ts$/,
  /tests\/flows\/model\.test\.ts$/,
  /server\/routes\/content\/member\.test\.ts$/,
  /server\/main\.test\.ts$/,
];

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowestFirst.findIndex((pattern) => pattern.test(file.moduleId));
      return index === -1 ? slowestFirst.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
