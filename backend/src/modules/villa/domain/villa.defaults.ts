import { DEFAULT_VILLA_PRICING, UNSET_OWNER_FACTS } from '@baan-talay/contracts';
import type { Villa } from './villa.state';

/**
 * The owner's own facts (policies, times, contact details, address): a fresh villa starts with none
 * (issue 33), and so does an older stream created before these fields existed. One definition, in
 * libs/contracts, for the server and the SPA's fixtures.
 */
export { UNSET_OWNER_FACTS };

/** URL under which the demo scenes written by the villa seeder are served. */
export const demoImageUrl = (name: string): string => `/api/villa/images/demo-${name}.svg`;

/** The villa of a fresh start (DESIGN.md §3): demo texts and pictures every admin field can replace. */
export function defaultVilla(): Villa {
  return {
    name: { th: 'บ้านทะเล', en: 'Baan Talay' },
    title: { th: 'พูลวิลล่าริมหาดส่วนตัว', en: 'Private beachfront pool villa' },
    description: {
      th: 'วิลล่าสามห้องนอนริมหาดทรายขาว สระว่ายน้ำส่วนตัวหันหน้าสู่ทะเลอันดามัน ห้องนั่งเล่นเปิดโล่งรับลมทะเล ครัวครบครัน และศาลาชมพระอาทิตย์ตก เหมาะสำหรับครอบครัวและเพื่อนที่ต้องการพักผ่อนอย่างเป็นส่วนตัว',
      en: 'A three-bedroom villa on a white-sand beach, with a private pool facing the Andaman Sea, an open living room cooled by the sea breeze, a full kitchen and a sunset sala. Made for families and friends who want the beach to themselves.',
    },
    beachfront: { th: 'ติดชายหาด เดินลงทะเลได้ทันที', en: 'Right on the beach, steps from the sea' },
    location: { th: 'เขาหลัก พังงา ประเทศไทย', en: 'Khao Lak, Phang Nga, Thailand' },
    // Policies (times included), contact details and ways to pay are the owner's facts: a fresh start invents none
    // of them (issue 33), and guests cannot book until a way to pay is entered.
    ...UNSET_OWNER_FACTS,
    sizeSqm: 320,
    ...DEFAULT_VILLA_PRICING,
    bathrooms: 3,
    paymentWindowMinutes: 30,
    promptPayId: null,
    bankDetails: [],
    promptPayQrImage: null,
    backgroundImage: demoImageUrl('beach'),
    slideImages: ['beach', 'pool', 'sunset', 'living', 'terrace'].map((name) => ({ id: `demo-${name}`, url: demoImageUrl(name) })),
    rooms: [
      {
        id: 'demo-master',
        name: { th: 'ห้องนอนใหญ่วิวทะเล', en: 'Sea-view master suite' },
        description: {
          th: 'เตียงคิงไซส์ ระเบียงส่วนตัวมองเห็นทะเล ห้องน้ำพร้อมอ่างอาบน้ำ',
          en: 'King bed, private balcony over the sea, bathroom with a soaking tub.',
        },
        images: [demoImageUrl('bedroom-sea'), demoImageUrl('sunset')],
      },
      {
        id: 'demo-garden',
        name: { th: 'ห้องนอนสวน', en: 'Garden room' },
        description: { th: 'เตียงควีนไซส์ เปิดออกสู่สวนเขตร้อนและสระว่ายน้ำ', en: 'Queen bed opening onto the tropical garden and the pool.' },
        images: [demoImageUrl('bedroom-garden'), demoImageUrl('pool')],
      },
      {
        id: 'demo-family',
        name: { th: 'ห้องครอบครัว', en: 'Family room' },
        description: { th: 'เตียงเดี่ยวสองเตียง เหมาะสำหรับเด็กหรือเพื่อน', en: 'Two single beds, ideal for children or friends.' },
        images: [demoImageUrl('bedroom-family')],
      },
    ],
  };
}
