"""Facts from the engine: every example's figures under the build's rules, and what the macros work with."""
