import SceneRuntime

/// The tests of a new scene, for each style.
extension SceneParts {
    /// Sets each input of `sut` to its sample, a line each, indented by 8.
    var givenSamples: String {
        inputs.map { "        sut.\($0.name) = \(ContractTemplates.swiftSample($0.type))\n" }.joined()
    }

    var vipTests: [(String, String)] {
        [
            (
                "InteractorTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)InteractorTests {
                        final class \(n)PresentationLogicSpy: \(n)PresentationLogic {
                            var presentSceneCalled = false
                            var response: \(n).ShowScene.Response?

                            func presentScene(response: \(n).ShowScene.Response) {
                                presentSceneCalled = true
                                self.response = response
                            }
                        }

                        @Test func showSceneAsksThePresenterToPresentItsInputs() {
                            // Given
                            let sut = \(n)Interactor()
                            let spy = \(n)PresentationLogicSpy()
                            sut.presenter = spy
                    \(givenSamples)        // When
                            sut.showScene(request: \(n).ShowScene.Request())
                            // Then
                            #expect(spy.presentSceneCalled)
                    \(inputs.map { "        #expect(spy.response?.\($0.name) == \(ContractTemplates.swiftSample($0.type)))\n" }.joined())    }
                    }

                    """
            ),
            (
                "PresenterTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)PresenterTests {
                        final class \(n)DisplayLogicSpy: \(n)DisplayLogic {
                            var displayed: [\(n).ShowScene.ViewModel] = []

                            func displayScene(viewModel: \(n).ShowScene.ViewModel) {
                                displayed.append(viewModel)
                            }
                        }

                        @Test func presentSceneDisplaysEachInputAsAField() {
                            // Given
                            let sut = \(n)Presenter()
                            let spy = \(n)DisplayLogicSpy()
                            sut.viewController = spy
                            // When
                    \(wrapped("let response = \(n).ShowScene.Response", sampleArguments, indent: 8))
                            sut.presentScene(response: response)
                            // Then
                            let fields: [\(n).ShowScene.ViewModel.Field] = \(list(sampleFields(), indent: 8))
                            #expect(spy.displayed == [\(n).ShowScene.ViewModel(fields: fields)])
                        }
                    }

                    """
            ),
            ("SceneTests", sceneTests(view: "\(n)ViewController")),
        ]
    }

    var viperTests: [(String, String)] {
        [
            (
                "PresenterTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)PresenterTests {
                        final class \(n)InteractorInputSpy: \(n)InteractorInput {
                            var loadEntityCalled = 0

                            func loadEntity() {
                                loadEntityCalled += 1
                            }
                        }

                        final class \(n)WireframeSpy: \(n)Wireframe {}

                        @Test func theViewLoadingAsksTheInteractorForTheEntity() {
                            // Given
                            let interactor = \(n)InteractorInputSpy()
                            let sut = \(n)Presenter(interactor: interactor, router: \(n)WireframeSpy())
                            // When
                            sut.viewDidLoad()
                            // Then
                            #expect(interactor.loadEntityCalled == 1)
                        }

                        @Test func aLoadedEntityIsPublishedAsAFieldPerInput() {
                            // Given
                            let sut = \(n)Presenter(interactor: \(n)InteractorInputSpy(), router: \(n)WireframeSpy())
                            // When
                    \(wrapped("let entity = \(n)Entity", sampleArguments, indent: 8))
                            sut.entityLoaded(entity)
                            // Then
                            let fields: [\(n)ViewState.Field] = \(list(sampleFields(), indent: 8))
                            #expect(sut.state == \(n)ViewState(fields: fields))
                        }
                    }

                    """
            ),
            (
                "InteractorTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)InteractorTests {
                        final class \(n)InteractorOutputSpy: \(n)InteractorOutput {
                            var loaded: [\(n)Entity] = []

                            func entityLoaded(_ entity: \(n)Entity) {
                                loaded.append(entity)
                            }
                        }

                        @Test func loadEntityTellsTheOutputWhatTheWorkerFetched() {
                            // Given
                            let sut = \(n)Interactor(worker: \(n)Worker())
                            let output = \(n)InteractorOutputSpy()
                            sut.output = output
                    \(givenSamples)        // When
                            sut.loadEntity()
                            // Then
                    \(wrapped("let expected = \(n)Entity", sampleArguments, indent: 8))
                            #expect(output.loaded == [expected])
                        }
                    }

                    """
            ),
            ("SceneTests", sceneTests(view: "\(n)View")),
        ]
    }

    /// The `pass` of the test storyboard's segue into the scene: a sample of each required input.
    var testPass: String {
        let required = inputs.filter(\.isRequired)
        guard !required.isEmpty else { return "" }
        let entries = required.map {
            #""\#($0.name)": { "value": \#(ContractTemplates.sample($0.type).json) }"#
        }
        return #", "pass": { "# + entries.joined(separator: ", ") + " }"
    }

    /// The whole scene through SceneTesting: it shows what it is and its inputs, offers the segue
    /// that leaves it in a storyboard, and is freed when it leaves the stack; and its contract, if
    /// it has one. `view` is the type whose `about` line the screen starts with.
    func sceneTests(view: String) -> String {
        let testing = contract.isEmpty ? "" : contract.test(scene: n) + "\n"
        return imports(["SceneRuntime", "SceneTesting", "Testing"]) + """
            @testable import \(n)

            @Suite struct \(n)SceneTests {
                @Test func itShowsItsInputs() throws {
                    let harness = try NavigatorHarness(
                        showing: \(n)Configurator.module,
                        inputs: \(contract.sampleInputs(indent: 12)))
                    let fields: [Screen.Line] = \(list(sampleFields("field"), indent: 8))
                    #expect(harness.navigator.topScene?.screen == Screen([.text(\(view).about)] + fields))
                }

                @Test func itOffersTheSeguesLeavingItAndIsFreedWhenLeft() throws {
                    let harness = try NavigatorHarness(
                        storyboard: \"\"\"
                            { "version": 2, "initial": "Start", "scenes": [
                              { "id": "Start", "module": "Start", "title": "Start", "segues": [
                                  { "id": "Show\(n)", "to": "\(n)", "style": "push"\(testPass) } ] },
                              { "id": "\(n)", "module": "\(n)", "title": "\(n)", "segues": [
                                  { "id": "Next", "to": "Next", "style": "push" } ] },
                              { "id": "Next", "module": "Next", "title": "Next" } ] }
                            \"\"\",
                        modules: [
                            \(n)Configurator.module, StandInScene.moduleRoutingEverySegue(named: "Start"),
                            StandInScene.moduleRoutingEverySegue(named: "Next"),
                        ])
                    try harness.start()
                    try harness.navigator.performSegue("Show\(n)")
                    let leaks = LeakTracker()
                    leaks.trackParts(of: try #require(harness.navigator.topScene))
                    try harness.navigator.performSegue("Next")
                    #expect(harness.stackIDs == ["Start", "\(n)", "Next"])
                    try harness.navigator.popToRoot()
                    #expect(leaks.alive.isEmpty)
                }
            \(testing)}

            """
    }
}
