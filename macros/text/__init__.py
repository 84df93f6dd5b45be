"""Each language's words and numbers: the catalogues, the page's language, player names, localized numbers."""
