// The booking's access token lives in lib/ so a feature on the landing page (the reviews' rating)
// can send it without importing the booking feature's index, whose payment parts pull antd into `/`.
export * from '../../lib/booking-token';
