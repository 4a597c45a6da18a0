// The translation unit that compiles the tests' precompiled header (PM_TEST_PCH).
