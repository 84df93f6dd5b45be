"""Example files and their claims: reading ``examples/*.toml``, the rule options they name, checking the claims."""
