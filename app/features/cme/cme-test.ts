// Spec §4 and §9: the CME test that follows the watch threshold.
export const CME_TEST_QUESTIONS = 10;
export const CME_TEST_PASS_MARK = 7;
