import { runSuite } from './testing/suite';

// Every spec outside the folders of the other suites (testing/suite.ts).
runSuite('rest');
