"""Page sections: one module per page, one function per section, each with explicit inputs."""
