import type { VillaDto } from '@baan-talay/contracts';
import { VillaTabPanel } from '../../features/villa/components/villa-tab-panel';
import type { VillaTabKey } from '../../features/villa/components/villa-tabs';
import { AntdTheme } from '../antd-theme';

/** A landing page tab's content under antd's theme: the chunk the page loads once it is idle. */
export default function LandingPanel({ tab, villa }: { tab: VillaTabKey; villa: VillaDto }) {
  return (
    <AntdTheme>
      <VillaTabPanel tab={tab} villa={villa} />
    </AntdTheme>
  );
}
