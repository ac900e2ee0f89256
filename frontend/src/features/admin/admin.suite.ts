import { runSuite } from '../../testing/suite';

// The spec files of every admin feature (testing/suite.ts names them).
runSuite('admin');
