# Rotation with no app running turns the device only; turning to where it already is is refused.
> rotate portrait
error: rotate ignored: the iPhone is already in portrait
> rotate landscape
  note: the iPhone turns to landscape; no app runs to hear it
> rotate landscape
error: rotate ignored: the iPhone is already in landscape
> rotate sideways
error: column 8: rotate takes portrait or landscape, not 'sideways'
> device
  iPhone, landscape (width compact, height compact)
