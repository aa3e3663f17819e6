import { z } from 'zod/mini';
import type { PromotionCategory, PromotionDetail, PromotionSummary } from '../../machines/promotions';
import type { ApiClient } from './client';
import { banglaArtField, banglaArtOf } from './artwork';

const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((value: string | null | undefined) => value ?? ''));
const date = z.pipe(z.optional(z.nullable(z.string())), z.transform((value: string | null | undefined) => (value ? value.slice(0, 10) : null)));

/** Spec 2 §3 Promotion: id, name, desc, thumbnail, start_date, end_date, status; the server adds categories and tag. */
const promotionRow = z.object({
  id: z.number(),
  name: z.string(),
  desc: text,
  thumbnail: text,
  name_bn: text,
  desc_bn: text,
  art_bn: banglaArtField,
  start_date: date,
  end_date: date,
  status: z.optional(z.nullable(z.string())),
  tag: text,
  categories: z.catch(z.array(z.number()), []),
});

const listResponse = z.array(promotionRow);
const detailResponse = z.extend(promotionRow, { terms: text });

/** Shown on the page: every promotion the server lists except an inactive one (the deposit-only 'active' ones are promotions too). */
const isShown = (row: z.infer<typeof promotionRow>) => row.status !== 'inactive';

function toSummary(row: z.infer<typeof promotionRow>): PromotionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.desc,
    thumbnail: row.thumbnail,
    nameBn: row.name_bn || row.name,
    descriptionBn: row.desc_bn || row.desc,
    artBn: banglaArtOf(row.art_bn),
    startDate: row.start_date,
    endDate: row.end_date,
    tag: row.tag,
    categories: row.categories,
  };
}

/** GET promotion (spec 2 §7), with ?category=<id> for one category of the strip (the server filters); null is ALL. */
export async function fetchPromotions(client: ApiClient, category: PromotionCategory | null, signal?: AbortSignal): Promise<PromotionSummary[]> {
  const list = await client.get('promotion', listResponse, category === null ? undefined : { category }, { signal });
  return list.filter(isShown).map(toSummary);
}

/** GET promotions/{id} (spec 2 §7): the promotion with its full text (terms). */
export async function fetchPromotion(client: ApiClient, id: number, signal?: AbortSignal): Promise<PromotionDetail> {
  const row = await client.get(`promotions/${id}`, detailResponse, undefined, { signal });
  return { ...toSummary(row), terms: row.terms };
}
