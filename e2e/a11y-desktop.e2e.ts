// Accessibility as a gate on the 1280 px screen: every page and dialog in both themes, no axe
// violation, each with its own tab title (e2e/support/a11y.ts).
import { everyPageInBothThemes } from './support/a11y';

everyPageInBothThemes('desktop');
