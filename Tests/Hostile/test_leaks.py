"""What an app repeats thousands of times gives its memory and threads back."""

from conftest import attack


def test_rebuilding_a_carousel_thousands_of_times_keeps_its_memory():
    result = attack('''
        carousel = show(Kinetic.OnboardingCarousel(scales_to_fit=True))
        carousel.set_spec_path(os.environ["KINETIC_DEMO_SPEC"])
        iterate(1.0)
        def toggles(count):
            for i in range(count):
                carousel.set_reduces_motion(i % 2 == 0)
                if i % 50 == 0:
                    iterate()
            gc.collect(); iterate(0.2)
        toggles(300)
        before = rss_kib()
        toggles(3000)
        print(json.dumps({"growth": rss_kib() - before, "pages": carousel.get_n_pages()}))
    ''', timeout=300)
    assert result.result["pages"] > 0
    # Each rebuild used to keep its Skip and Close buttons: +47 MB over 3,000 rebuilds.
    assert result.result["growth"] < 8 * 1024, result.result


def test_setting_specs_on_hundreds_of_carousels_and_dropping_them_keeps_threads_and_memory():
    result = attack('''
        spec = os.environ["KINETIC_DEMO_SPEC"]
        def cycles(count):
            for i in range(count):
                carousel = Kinetic.OnboardingCarousel()
                window.set_child(carousel)
                carousel.set_spec_path(spec)
                window.set_child(None)
                del carousel
                iterate()
            gc.collect(); iterate(2.0)
        cycles(30)
        before = rss_kib()
        most_threads = threads()
        for _ in range(10):
            cycles(30)
            most_threads = max(most_threads, threads())
        one = Kinetic.OnboardingCarousel()
        window.set_child(one)
        for i in range(500):
            one.set_spec_path(spec if i % 2 else spec + ".missing")
            if i % 25 == 0:
                iterate()
        one.set_spec_path(spec)
        iterate(3.0)
        print(json.dumps({"growth": rss_kib() - before, "threads": most_threads,
                          "pages": one.get_n_pages()}))
    ''', timeout=300)
    # Every load used to start a thread of its own that was never cancelled: 228 threads and
    # +235 MB after 300 carousels.
    assert result.result["threads"] < 20, result.result
    assert result.result["growth"] < 40 * 1024, result.result
    assert result.result["pages"] > 0
