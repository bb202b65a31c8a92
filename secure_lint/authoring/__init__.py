"""For rule authors: rule tests, inline examples, rule documentation and profiling."""
