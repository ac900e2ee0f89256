import { runSpecsBelow } from './testing/suite';

// Every spec outside the folders with suites of their own (features/admin, features/booking).
runSpecsBelow(__dirname);
