import type { LocalizedText } from '@baan-talay/contracts';

export { REVIEW_COUNT, REVIEW_RATING } from './review-figures';

export interface SampleReview {
  id: string;
  author: string;
  rating: number;
  /** `YYYY-MM-DD` */
  date: string;
  comment: LocalizedText;
  avatar: string;
}

/** Static sample reviews (SPEC §3); avatars are initials drawn by the page. */
export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    id: 'r1',
    author: 'Emma W.',
    rating: 5,
    date: '2025-03-14',
    comment: {
      en: 'We woke up to the waves every morning. The pool at sunset is pure magic, and the hosts thought of everything.',
      th: 'ตื่นมาพร้อมเสียงคลื่นทุกเช้า สระว่ายน้ำตอนพระอาทิตย์ตกสวยมาก เจ้าของใส่ใจทุกรายละเอียด',
    },
    avatar: 'EW',
  },
  {
    id: 'r2',
    author: 'ณัฐพล ส.',
    rating: 5,
    date: '2025-02-02',
    comment: {
      th: 'พาครอบครัวมาพักสามคืน ห้องกว้าง สะอาด ครัวครบ เด็ก ๆ เล่นน้ำทั้งวัน จะกลับมาอีกแน่นอน',
      en: 'Three nights with the family: spacious, spotless rooms and a full kitchen. The kids swam all day. We will be back.',
    },
    avatar: 'ณส',
  },
  {
    id: 'r3',
    author: 'Lukas B.',
    rating: 5,
    date: '2024-12-28',
    comment: {
      en: 'Booking direct was easy and the PromptPay payment took a minute. The beach right outside the gate is quiet and clean.',
      th: 'จองตรงง่ายมาก ชำระผ่านพร้อมเพย์ได้ในนาทีเดียว ชายหาดหน้าบ้านเงียบสงบและสะอาด',
    },
    avatar: 'LB',
  },
  {
    id: 'r4',
    author: 'Sasithorn K.',
    rating: 4,
    date: '2024-11-09',
    comment: {
      th: 'บรรยากาศดีมาก บาร์บีคิวริมสระคือที่สุด ถนนเข้าบ้านแคบไปนิด แต่คุ้มค่ามาก',
      en: 'Lovely atmosphere and the poolside BBQ was the highlight. The lane to the villa is a little narrow, but well worth it.',
    },
    avatar: 'SK',
  },
];
