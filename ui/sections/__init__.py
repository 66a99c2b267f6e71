"""Page sections: one function per section of a page, each with explicit inputs."""
