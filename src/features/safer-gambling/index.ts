// The Safer gambling page of the account area (issue 24).
export { SaferGamblingPage } from './SaferGamblingPage';
