"""RNN gradients: the learning signal fading through time, gates, clipping, truncation, cost (MISSION §5).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot

SPEC = Chapter(
    stem="rnn_gradients",
    order=60,
    warm="sections",                 # its warm-up reads the sections' controls
    title="common.nav.rnn",
    icon=":material/trending_down:",
    group="common.nav.section.mechanisms",
    projector=(Shot(), Shot("rnn_fb"), Shot(), Shot("rnn_dc")),
    tab_key="rnn_tab",
    tabs=("vanish", "gates", "clip", "cost"),
    answers=("grad100",),
    caption_view="vanish",
)
