import { createContext, type ComponentType } from 'react';

export type AccountSectionValue = 'deposit' | 'withdrawal' | 'bettingRecords' | 'wallet' | 'turnover' | 'vip' | 'transactionRecords' | 'profile' | 'resetPassword' | 'inbox' | 'referralProgram' | 'saferGambling';

/**
 * The pages the desktop account area shows as tabs (spec 2 §2), given by the shell from its route table
 * (features never import the shell): the same lazily loaded page a route opens.
 */
export type AccountSectionPages = Partial<Record<AccountSectionValue, ComponentType>>;

export const AccountSectionPagesContext = createContext<AccountSectionPages>({});
