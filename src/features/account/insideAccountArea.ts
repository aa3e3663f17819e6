import { createContext } from 'react';

/** True inside the desktop account area, whose tab panels render the section pages themselves. */
export const InsideAccountArea = createContext(false);
