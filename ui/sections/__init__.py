"""Page sections: each a function with explicit inputs, called in order by a thin page file."""
