// Shared test setup. Keep it small: each test file states what it needs.
export {};
