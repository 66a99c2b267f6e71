"""The chapters of the app: one folder per page (its sections, cached calls, figures and spec)."""
