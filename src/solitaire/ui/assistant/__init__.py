"""The optional game assistant (off by default): a winnability indicator and hints, computed by
the engine's solver in a separate process."""
