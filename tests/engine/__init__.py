"""Engine tests: plain pytest and hypothesis, no Qt."""
