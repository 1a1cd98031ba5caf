/// The help texts of the command line (SPEC §8), worded in one place.
enum Usage {
    static let overview = """
        workbench — one app, five iOS architectures, compared by evidence.

        USAGE: swift run workbench <command> [options]

        COMMANDS:
          compare    Run every scenario on every architecture and compare them step by step
          run        Run one scenario step by step, showing the snapshot after each step
          list       List the architectures and the scenarios
          metrics    Coupling metrics and architecture rules, measured from the sources
          bench      Time the operations suite and the scaling sweep against the Direct baseline
          explain    One architecture: its pattern, roles, rules, the search's path, its concerns

        Run 'swift run workbench <command> --help' for a command's options.

        EXIT STATUS: 0 all agree and every expectation holds; 1 a divergence, failed
        expectation or leak; 2 a usage error; 3 an unreadable scenario or fixture.

        """

    static let compare = """
        USAGE: swift run workbench compare [--arch mvc,mvvm] [--scenarios DIR] [--format text|json|markdown] [--no-timing] [--out DIR] [--check]

        Runs every scenario under DIR on every architecture, drains the main queue and takes a
        snapshot of the top screen after every step, and reports the scenario × architecture
        matrix, every failed expectation, leak and the first divergence with a diff, then the
        work each architecture did (exact counts: writes, cells, reloads, tasks, requests,
        objects alive), a short timing run of the scenarios with a measure statement (each
        architecture's geometric mean of its ratios to the Direct baseline; text output only)
        and a coupling summary. It writes the teaching report — comparison.md, comparison.html and
        comparison.json — into Reports/ (or --out DIR). Timings sit in one machine-dependent
        section of each file; with --no-timing the section already there is kept.

        OPTIONS:
          --arch LIST         Architectures to compare, comma-separated (default: all)
          --scenarios DIR     Folder of *.scenario files (default: Scenarios)
          --format FORMAT     text, json or markdown (default: text)
          --package-path DIR  Where the sources for the coupling section are (default: .)
          --no-timing         Skip the timing run: the output is then the same on every machine
          --out DIR           Where the report goes (default: Reports)
          --check             Write nothing; exit 1 when the report in DIR is not what this code
                              writes (its machine-dependent sections aside)
          --help              Show this help

        """

    static let run = """
        USAGE: swift run workbench run FILE.scenario [--arch mvc] [--trace]

        Runs one scenario and prints the snapshot after each step. With several architectures
        the snapshot is printed once where they agree and once per side where they differ.

        OPTIONS:
          --arch LIST         Architectures to run, comma-separated (default: all)
          --trace             Also print the virtual time after each step, and each
                              architecture's work in it (writes, cells, reloads, tasks,
                              requests, objects alive)
          --help              Show this help

        """

    static let metrics = """
        USAGE: swift run workbench metrics [--arch mvc,mvb] [--format text|json|markdown] [--package-path DIR]

        Reads each architecture's sources and reports, per role: NLOC, files, functions,
        cyclomatic complexity (as Lizard counts them), types by kind, mutable state of reference
        types, Ca, Ce and instability; the role dependencies with the type names on each edge;
        and every rule the architecture declares, held or broken with file:line.

        OPTIONS:
          --arch LIST         Architectures to measure, comma-separated (default: all)
          --format FORMAT     text, json or markdown (default: text)
          --package-path DIR  The package root the sources are read from (default: .)
          --help              Show this help

        EXIT STATUS: 0 every rule holds; 1 a rule is broken; 2 a usage error.

        """

    static let list = """
        USAGE: swift run workbench list [--scenarios DIR]

        Lists the registered architectures with their seeds, and the scenarios with their tags.

        OPTIONS:
          --scenarios DIR     Folder of *.scenario files (default: Scenarios)
          --help              Show this help

        """

    static let bench = """
        USAGE: swift run workbench bench [--arch mvc,mvb] [--sizes 10,100,1000] [--iterations N] [--warmups N] [--scenarios DIR] [--format text|json]

        Checks every operation of the suite (the scenarios under DIR, each with a measure
        statement) on every architecture, then times the steps after measure in rounds that run
        every architecture once (A B C D E A B C D E …), after warm-up rounds. Reports per
        operation the median and its 95% interval, the ratio to the Direct baseline (taken
        within each round) with its interval, and the exact work counters; the geometric mean
        of each architecture's ratios; and the scaling sweep: "show N results" for each size,
        with the fitted exponent of time against size. Progress goes to stderr on a terminal.
        Timings come from this machine and this build: build with -c release for optimised
        numbers.

        OPTIONS:
          --arch LIST         Architectures to time, comma-separated (default: all); the
                              Direct baseline is always timed, as the denominator
          --sizes LIST        Result counts of the scaling sweep, 1 to 200000
                              (default: 10,100,1000,10000,100000; "none" skips the sweep)
          --iterations N      Timed rounds per operation (default: 10)
          --warmups N         Untimed rounds first (default: 2)
          --scenarios DIR     Folder of the operations suite (default: Scenarios/bench)
          --format FORMAT     text or json (default: text)
          --help              Show this help

        EXIT STATUS: 0 every operation passed its check and was timed; 1 one did not; 2 a usage
        error; 3 an unreadable scenario.

        """

    static let explain = """
        USAGE: swift run workbench explain ARCH [--package-path DIR]

        Tells one architecture in the terminal: the pattern and its seed, its roles with the types
        each declares, its rules held or broken (with why), the path the search intent takes
        through its layers, and the file and line where each concern lives.

        OPTIONS:
          --package-path DIR  The package root the sources are read from (default: .)
          --help              Show this help

        """
}
