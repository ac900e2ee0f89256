import type { VillaDto } from '@baan-talay/contracts';
import { VillaTabPanel } from '../../features/villa/components/villa-tab-panel';
import type { VillaTabKey } from '../../features/villa/components/villa-tabs';

/**
 * A landing page tab's content: the chunk the page loads once it is idle. None of the tabs is drawn
 * with antd, so a phone opening `/` never downloads, parses or styles antd (its CSS-in-JS was most
 * of the page's main-thread work, issue 37).
 */
export default function LandingPanel({ tab, villa }: { tab: VillaTabKey; villa: VillaDto }) {
  return <VillaTabPanel tab={tab} villa={villa} />;
}
