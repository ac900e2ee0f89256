import {
  CarOutlined,
  CoffeeOutlined,
  DesktopOutlined,
  FireOutlined,
  SkinOutlined,
  ShopOutlined,
  WifiOutlined,
  CloudOutlined,
  CrownOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The fixed list of nine (SPEC §2); amenities are not editable. Keys live in villa.json `amenities`. */
export const AMENITIES: { key: string; icon: ComponentType }[] = [
  { key: 'privatePool', icon: CrownOutlined },
  { key: 'wifi', icon: WifiOutlined },
  { key: 'kitchen', icon: ShopOutlined },
  { key: 'smartTv', icon: DesktopOutlined },
  { key: 'coffeeMaker', icon: CoffeeOutlined },
  { key: 'airConditioning', icon: CloudOutlined },
  { key: 'parking', icon: CarOutlined },
  { key: 'bathroom', icon: SkinOutlined },
  { key: 'bbq', icon: FireOutlined },
];
