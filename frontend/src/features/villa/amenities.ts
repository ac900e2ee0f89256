import { mdiAirConditioner, mdiBathtub, mdiCoffeeMaker, mdiGrill, mdiParking, mdiPool, mdiStove, mdiTelevision, mdiWifi } from '@mdi/js';

/**
 * The fixed list of nine (SPEC §2); amenities are not editable. Keys live in villa.json `amenities`.
 * Each icon is the thing itself (Material Design Icons' paths, drawn by AmenityIcon): a pool for
 * the pool, a bathtub for the bathroom, a grill for the BBQ.
 */
export const AMENITIES: { key: string; icon: string }[] = [
  { key: 'privatePool', icon: mdiPool },
  { key: 'wifi', icon: mdiWifi },
  { key: 'kitchen', icon: mdiStove },
  { key: 'smartTv', icon: mdiTelevision },
  { key: 'coffeeMaker', icon: mdiCoffeeMaker },
  { key: 'airConditioning', icon: mdiAirConditioner },
  { key: 'parking', icon: mdiParking },
  { key: 'bathroom', icon: mdiBathtub },
  { key: 'bbq', icon: mdiGrill },
];
