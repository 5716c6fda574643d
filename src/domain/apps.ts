// The app centre's catalogue (issue 24 item 2; MISC-01; C-477..C-480; decision 0115): the apps an
// account may activate, who may use each by user type, and what a priced app costs (sold through
// the store under its sku). The seed writes the priced apps into every account's store catalogue.
import type { Currency } from './orders/money';

export const APP_USER_TYPES = ['END_USER', 'ROOM_USER', 'ADMIN'] as const;
export type AppUserType = (typeof APP_USER_TYPES)[number];

export interface AppPlan {
  key: string;
  name: string;
  description: string;
  category: 'client' | 'integration' | 'productivity';
  /** Who may use it unless the account says otherwise. */
  userTypes: AppUserType[];
  /** A priced app's store product: activating it needs a purchase (a store order) first. */
  sku?: string;
  prices?: Record<Currency, number>;
}

export const APPS: AppPlan[] = [
  {
    key: 'desktop',
    name: 'Desktop app',
    description: 'Calls, messages and meetings on Windows and macOS.',
    category: 'client',
    userTypes: ['END_USER', 'ADMIN'],
  },
  {
    key: 'mobile',
    name: 'Mobile app',
    description: 'Your business number on iPhone and Android.',
    category: 'client',
    userTypes: ['END_USER', 'ADMIN'],
  },
  {
    key: 'room-display',
    name: 'Room display',
    description: 'Meeting room phones and displays join meetings with one touch.',
    category: 'client',
    userTypes: ['ROOM_USER'],
  },
  {
    key: 'salesforce',
    name: 'Salesforce integration',
    description: 'Click to call, call logging and screen pops in Salesforce.',
    category: 'integration',
    userTypes: ['END_USER', 'ADMIN'],
    sku: 'APP-SALESFORCE',
    prices: { USD: 1500, GBP: 1200, AUD: 2100, INR: 99900 },
  },
  {
    key: 'hubspot',
    name: 'HubSpot integration',
    description: 'Calls and texts logged to HubSpot contacts.',
    category: 'integration',
    userTypes: ['END_USER', 'ADMIN'],
    sku: 'APP-HUBSPOT',
    prices: { USD: 1000, GBP: 800, AUD: 1400, INR: 69900 },
  },
  {
    key: 'microsoft-teams',
    name: 'Microsoft Teams',
    description: 'Call from Teams with your business number.',
    category: 'productivity',
    userTypes: ['END_USER', 'ADMIN'],
  },
];

export const appByKey = (key: string) => APPS.find((a) => a.key === key);
