/// The presenter's state as the view prints it.
extension QuestionFormPresenter {
  /// What the view shows now.
  public var viewData: QuestionFormViewData {
    QuestionFormViewData(
      title: form.title,
      content: content,
      answered: answered,
      problem: problem,
      confirmingDiscard: confirmingDiscard
    )
  }

  private var content: QuestionFormViewData.Content {
    switch step {
    case .loading: return .loading
    case .failed(let message): return .failed(message: message)
    case .saving: return .saving
    case .confirming(let selected):
      return .confirming(selected: selected.flatMap { form.fields.firstIndex(of: $0) })
    case .asking(let field):
      let fields = form.fields
      let index = fields.firstIndex(of: field) ?? 0
      return .asking(
        QuestionFormViewData.Question(
          label: form.label(of: field),
          hint: form.hint(of: field),
          draft: editor.text,
          cursor: editor.cursor,
          holdsLines: form.holdsLines(field),
          choices: form.choices(of: field),
          choiceKeys: form.choiceKeys(of: field),
          picture: form.picture(of: field),
          fromLastVisit: form.isFromLastVisit(field) && editor.text == form.answer(field),
          position: "\(index + 1) of \(fields.count)",
          canGoBack: !returnsToSummary && index > 0,
          returnsToSummary: returnsToSummary
        )
      )
    }
  }

  /// The answers above the question: the ones before it (all others while one is edited from
  /// the summary), or every one on the summary followed by the facts computed from them.
  private var answered: [QuestionFormViewData.Field] {
    let fields = form.fields
    let shown: [Form.Field]
    var facts: [QuestionFormViewData.Field] = []
    switch step {
    case .loading, .failed: shown = []
    case .confirming, .saving:
      shown = fields
      facts = form.summaryFacts
    case .asking(let current):
      let index = fields.firstIndex(of: current) ?? 0
      shown = returnsToSummary ? fields.filter { $0 != current } : Array(fields.prefix(index))
    }
    return shown.map { field in
      let value = QuestionFormText.shown(
        form.shownAnswer(field),
        holdsLines: form.holdsLines(field)
      )
      return QuestionFormViewData.Field(label: form.label(of: field), value: value)
    } + facts
  }
}
