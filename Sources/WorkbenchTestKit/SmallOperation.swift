/// An operation for `bench` small enough to time in a test: ten results shown, the steps after
/// `measure` timed. Every generated artist name holds an "e", so the term finds all ten songs.
public let showTenResultsScenario = """
    scenario "Show ten"
    given songs 10 seed 11
    launch search
    measure
    replace search.term "e"
    wait 530ms
    expect search.results count 10

    """
