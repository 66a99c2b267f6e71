"""RNN gradients: Jacobians through time, gates, clipping, truncation, padding, the parallel scan, the GRU."""
