import type { Tm30Guest } from '@baan-talay/contracts';

/** A German guest staying the whole stay, for specs (decider and HTTP); `over` changes what a spec needs. */
export const foreignGuest = (stay: { checkIn: string; checkOut: string }, over: Partial<Tm30Guest> = {}): Tm30Guest => ({
  firstName: 'Anna',
  lastName: 'Schmidt',
  nationality: 'DE',
  passportNumber: 'C01X00T47',
  dateOfBirth: '1990-05-17',
  sex: 'F',
  arrivalDate: stay.checkIn,
  departureDate: stay.checkOut,
  ...over,
});
