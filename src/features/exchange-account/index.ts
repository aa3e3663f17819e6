// The exchange account (spec 1 §2.10): the exchangeAccount machine with the exchange account calls.
export { ExchangeAccountScreen } from './ExchangeAccountScreen';
