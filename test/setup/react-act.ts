/**
 * Tells React that the dom tests drive it through `act`: with this flag set, `act` flushes updates and effects before it
 * returns, and React warns about an update made outside `act` (without it, every `act` warns that the environment is not
 * set up for it). Set once here for the dom project instead of at the top of each test file.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
