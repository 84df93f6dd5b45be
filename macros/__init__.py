"""The mkdocs-macros module: worked examples -> engine -> localized Markdown."""
