"""The practice bank: questions dealt by a seeded generator and answered by the engine, built with the site.

``build_bank(rules_config, seed)`` gives the bank that the site plugin (``macros/plugin/publish.py``) publishes as
``assets/practice/bank.json`` (and each level on its own, ``level_banks``, as ``assets/practice/levels/<id>.json``);
``python -m practice`` writes it to a file. The format is in CONTRACTS.md.
"""

from .bank import LEVELS, SEED, bank_bytes, build_bank, level_banks, site_rules

__all__ = ["LEVELS", "SEED", "bank_bytes", "build_bank", "level_banks", "site_rules"]
