import { DEFAULT_VILLA_PRICING } from '@baan-talay/contracts';
import type { Villa } from './villa.state';

/** URL under which the demo scenes written by the villa seeder are served. */
export const demoImageUrl = (name: string): string => `/api/villa/images/demo-${name}.svg`;

/** The villa of a fresh start (DESIGN.md §3): a complete demo every admin field can replace. */
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
    privacyNotice: { th: '', en: '' },
    houseRules: {
      th: 'ห้ามสูบบุหรี่ภายในบ้าน\nงดใช้เสียงดังหลัง 22:00 น.\nไม่อนุญาตให้นำสัตว์เลี้ยงเข้าพัก\nจำนวนผู้เข้าพักไม่เกินที่จองไว้',
      en: 'No smoking indoors.\nQuiet hours after 22:00.\nNo pets.\nNo more guests than booked.',
    },
    cancellationPolicy: {
      th: 'ยกเลิกก่อนวันเข้าพัก 14 วันขึ้นไป คืนเงินเต็มจำนวน\nยกเลิก 7–13 วันก่อนเข้าพัก คืนเงิน 50%\nยกเลิกน้อยกว่า 7 วันก่อนเข้าพัก ไม่คืนเงิน\nเงินคืนโอนกลับเข้าบัญชีเดิมภายใน 7 วันทำการ',
      en: 'Cancel 14 days or more before check-in: full refund.\nCancel 7–13 days before: 50% refund.\nCancel less than 7 days before: no refund.\nRefunds are transferred back to your account within 7 business days.',
    },
    address: {
      th: '99/9 หมู่ 5 ตำบลคึกคัก อำเภอตะกั่วป่า จังหวัดพังงา 82220',
      en: '99/9 Moo 5, Khuekkhak, Takua Pa, Phang Nga 82220, Thailand',
    },
    checkInTime: '14:00',
    checkOutTime: '11:00',
    contactPhone: '+66 81 234 5678',
    contactEmail: 'stay@baantalay.example',
    contactLineId: 'baantalay',
    contactWhatsApp: '66812345678',
    mapLatitude: 8.6426,
    mapLongitude: 98.2485,
    sizeSqm: 320,
    ...DEFAULT_VILLA_PRICING,
    bathrooms: 3,
    paymentWindowMinutes: 30,
    promptPayId: null,
    bankDetails: [
      { id: 'demo-bank', bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' },
    ],
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
