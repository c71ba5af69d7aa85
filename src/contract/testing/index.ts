// Sample data in the contract's types, shared by the tests of the server and of the console. Only tests and
// testing/ folders import it (lint holds it), so no production bundle carries it.
export * from './serviceRecords';
export * from './taskServiceRecords';
export * from './serviceRequests';
export * from './fullServiceRequests';
