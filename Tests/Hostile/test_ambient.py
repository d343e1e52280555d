"""A carousel nobody sees draws nothing."""

from conftest import attack


def test_a_hidden_carousel_spends_no_cpu_on_its_floating_images():
    result = attack('''
        carousel = show(Kinetic.OnboardingCarousel(scales_to_fit=True))
        carousel.set_spec_path(os.environ["KINETIC_DEMO_SPEC"])
        iterate(2.0)
        window.set_visible(False)
        iterate(0.5)
        # A real main loop, which sleeps in poll() while nothing is due, unlike iterate()'s
        # polling: what is measured is the carousel's cost, not the harness's.
        loop = GLib.MainLoop()
        GLib.timeout_add(2000, loop.quit)
        start, cpu = time.monotonic(), time.process_time()
        loop.run()
        print(json.dumps({"cpu": (time.process_time() - cpu) / (time.monotonic() - start)}))
    ''')
    # A hidden window's widgets are unmapped: no tick callback, so next to nothing.
    assert result.result["cpu"] < 0.02, result.result
