# `screen` draws every column the user sees: in portrait the secondary alone,
# in landscape (or with the primary slid in) the primary first, then the
# secondary.
> device ipad
  iPad, portrait (width regular, height regular)
> launch split
...
> screen
  SecondaryViewController
  ───────────────────────
> rotate landscape
...
> screen
  primary column:
  PrimaryViewController
  ─────────────────────
  secondary column:
  SecondaryViewController
  ───────────────────────
> rotate portrait
...
> screen
  SecondaryViewController
  ───────────────────────
> show-primary
...
> screen
  primary column:
  PrimaryViewController
  ─────────────────────
  secondary column:
  SecondaryViewController
  ───────────────────────
