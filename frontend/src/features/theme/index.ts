/** What other features may use from the theme feature. */
export { ThemeToggle } from './theme-toggle';
