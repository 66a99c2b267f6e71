"""The navigation lists every page. (Every page's render, fit and reaction to a moved control are checked on the
accessibility walk's page loads: tests/browser/test_a11y.py.)"""


def page_paths():
    from ui.chapters import CHAPTERS, url_path

    return [url_path(c) for c in CHAPTERS]


def test_navigation_lists_every_page(open_page):
    page = open_page("")
    nav = page.get_by_test_id("stSidebarNav")
    for path in page_paths()[1:]:
        assert nav.locator(f'a[href$="/{path}"]').count() == 1, path
