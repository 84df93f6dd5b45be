"""The MkDocs plugin (``site_plugin.AllinPlugin``, entry point ``allin``), its settings and its build steps."""
