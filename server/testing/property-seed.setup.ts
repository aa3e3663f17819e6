import * as fc from 'fast-check';
import { propertySeed } from './property-seed.ts';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: propertySeed(process.env.FAST_CHECK_SEED) });
