import Foundation
public import Kinetic
public import KineticCairo

extension PullToActionRenderer {
  /// Draws the whole viewport of `model` into `canvas` as the `kinetic` tool's recordings show it:
  /// a sample inbox where the machine puts the content, the revealed area and the default status
  /// view, clipped to the model's bounds.
  public func draw(_ model: PullToActionMachine.RenderModel, in canvas: some Canvas) {
    let bounds = model.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    canvas.clipped(to: bounds) {
      canvas.fillRect(bounds, color: style.backgroundColor)
      drawContent(model, in: canvas)
      let control = model.revealedFrame.intersection(bounds)
      guard !control.isNull, control.width > 0, control.height > 0 else { return }
      canvas.fillRect(control, color: style.backgroundColor)
      let status = model.statusFrame
      if status.width > 0, status.height > 0 {
        // The control clips its status view (the bottom visualizer slides it out from behind the
        // edge), so only the part inside the revealed area shows.
        canvas.clipped(to: control) {
          canvas.translated(x: status.minX, y: status.minY) {
            drawStatusView(model, in: canvas, size: status.size)
          }
        }
      }
      drawEdgeShadow(model, control: control, in: canvas)
    }
  }

  /// The height of a row of the sample inbox.
  static let rowHeight: Double = 64
  /// The height of the inbox's title above its rows.
  static let headerHeight: Double = 64
  /// The height of the note below the inbox's rows.
  static let footerHeight: Double = 56

  /// Draws the sample content, an inbox, where the model puts it; only rows in view are drawn.
  func drawContent(_ model: PullToActionMachine.RenderModel, in canvas: some Canvas) {
    let content = model.contentFrame
    let visible = content.intersection(model.bounds)
    guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
    canvas.fillRect(visible, color: style.contentBackgroundColor)
    let layout = InboxLayout(height: content.height)
    let header = Rect(
      x: content.minX, y: content.minY, width: content.width, height: layout.headerHeight)
    if header.intersects(visible) { drawHeader(in: header, rows: layout.rows, canvas: canvas) }
    if layout.rows > 0 {
      let firstTop = content.minY + layout.headerHeight
      let first = max(0, Int(floor((visible.minY - firstTop) / Self.rowHeight)))
      let last = min(layout.rows - 1, Int(floor((visible.maxY - firstTop) / Self.rowHeight)))
      if first <= last {
        for index in first...last {
          let row = Rect(
            x: content.minX, y: firstTop + Double(index) * Self.rowHeight, width: content.width,
            height: Self.rowHeight)
          drawRow(index, in: row, isLast: index == layout.rows - 1, canvas: canvas)
        }
      }
    }
    // The note follows the last row; whatever height is left over stays blank below it.
    let footer = Rect(
      x: content.minX,
      y: content.minY + layout.headerHeight + Double(layout.rows) * Self.rowHeight,
      width: content.width, height: layout.footerHeight)
    if layout.footerHeight > 0, footer.intersects(visible) {
      drawFooter(in: footer, rows: layout.rows, canvas: canvas)
    }
  }

  /// A soft shadow the content casts onto the revealed area along its edge, so the content reads
  /// as a sheet lifted off the area behind it.
  func drawEdgeShadow(
    _ model: PullToActionMachine.RenderModel, control: Rect, in canvas: some Canvas
  ) {
    let depth = min(Double(6), control.height)
    guard depth > 0 else { return }
    let edgeY = model.edge == .top ? control.maxY : control.minY
    let farY = model.edge == .top ? edgeY - depth : edgeY + depth
    let near = Color(red: 0.06, green: 0.09, blue: 0.16, alpha: 0.07)
    let far = near.withAlpha(multipliedBy: 0)
    canvas.fillRect(
      Rect(x: control.minX, y: min(edgeY, farY), width: control.width, height: depth),
      top: model.edge == .top ? far : near, bottom: model.edge == .top ? near : far)
    // A hairline on the content's edge.
    let line = model.edge == .top ? edgeY - 0.5 : edgeY
    canvas.fillRect(
      Rect(x: control.minX, y: line, width: control.width, height: 0.5),
      color: style.separatorColor.mixed(with: Color(hex: 0x94A3B8), fraction: 0.3))
  }

  private func drawHeader(in rect: Rect, rows: Int, canvas: some Canvas) {
    let title = TextStyle(
      family: style.contentTitleFont.family, size: 26, isBold: true)
    canvas.drawLine(
      "Inbox", x: rect.minX + 16, midY: rect.minY + 36, maxWidth: rect.width - 32, style: title,
      color: style.contentTitleColor)
    let badge = "\(Inbox.unreadCount(rows: rows)) unread"
    canvas.drawLine(
      badge, x: rect.maxX - 16, midY: rect.minY + 38, maxWidth: rect.width / 2,
      style: style.contentSubtitleFont, color: style.contentSubtitleColor, alignment: .trailing)
    canvas.fillRect(
      Rect(x: rect.minX + 16, y: rect.maxY - 0.5, width: rect.width - 16, height: 0.5),
      color: style.separatorColor)
  }

  private func drawFooter(in rect: Rect, rows: Int, canvas: some Canvas) {
    canvas.drawText(
      "\(rows) conversations", in: rect, style: style.contentSubtitleFont,
      color: style.contentSubtitleColor.withAlpha(multipliedBy: 0.85))
  }

  private func drawRow(_ index: Int, in rect: Rect, isLast: Bool, canvas: some Canvas) {
    let message = Inbox.message(at: index)
    let avatarCenter = Point(x: rect.minX + 16 + 20, y: rect.midY)
    canvas.fillCircle(center: avatarCenter, radius: 20, color: message.palette.background)
    canvas.drawText(
      message.initials,
      in: Rect(x: avatarCenter.x - 20, y: avatarCenter.y - 20, width: 40, height: 40),
      style: TextStyle(family: style.contentTitleFont.family, size: 15, isBold: true),
      color: message.palette.foreground)
    let textX = rect.minX + 68
    let timeStyle = TextStyle(family: style.contentSubtitleFont.family, size: 12)
    let timeWidth = ceil(canvas.measure(message.time, style: timeStyle).width)
    canvas.drawLine(
      message.time, x: rect.maxX - 16, midY: rect.minY + 22, maxWidth: 90, style: timeStyle,
      color: message.isUnread ? style.progressColor : style.contentSubtitleColor,
      alignment: .trailing)
    var titleStyle = style.contentTitleFont
    titleStyle.isBold = message.isUnread
    canvas.drawLine(
      message.sender, x: textX, midY: rect.minY + 22,
      maxWidth: rect.maxX - 16 - timeWidth - 8 - textX, style: titleStyle,
      color: style.contentTitleColor)
    let dotSpace: Double = message.isUnread ? 18 : 0
    canvas.drawLine(
      message.preview, x: textX, midY: rect.minY + 43, maxWidth: rect.maxX - 16 - dotSpace - textX,
      style: style.contentSubtitleFont, color: style.contentSubtitleColor)
    if message.isUnread {
      canvas.fillCircle(
        center: Point(x: rect.maxX - 16 - 4, y: rect.minY + 43), radius: 4,
        color: style.progressColor)
    }
    if !isLast {
      canvas.fillRect(
        Rect(x: textX, y: rect.maxY - 0.5, width: rect.maxX - textX, height: 0.5),
        color: style.separatorColor)
    }
  }
}

/// How the sample inbox divides the content's height.
private struct InboxLayout {
  var headerHeight: Double = 0
  var footerHeight: Double = 0
  var rows = 0

  init(height: Double) {
    guard height.isFinite, height > 0 else { return }
    headerHeight = min(height, PullToActionRenderer.headerHeight)
    let rest = height - headerHeight
    let withFooter = rest - PullToActionRenderer.footerHeight
    if withFooter >= PullToActionRenderer.rowHeight {
      footerHeight = PullToActionRenderer.footerHeight
      rows = Int(withFooter / PullToActionRenderer.rowHeight)
    } else {
      rows = max(0, Int(rest / PullToActionRenderer.rowHeight))
    }
  }
}

/// The made-up messages of the sample inbox, the same on every run.
private enum Inbox {
  struct Palette {
    var background: Color
    var foreground: Color
  }

  struct Message {
    var sender: String
    var initials: String
    var preview: String
    var time: String
    var isUnread: Bool
    var palette: Palette
  }

  static let senders = [
    "Maya Okafor", "Lukas Brandt", "Priya Raman", "Tom Whitfield", "Inès Moreau",
    "Kenji Watanabe", "Sofia Lindqvist", "Daniel Achebe", "Hannah Cole", "Mateo Ruiz",
    "Aisha Karim", "Oliver Grant", "Chloé Fontaine", "Ravi Menon", "Emma Schultz",
    "Noah Bennett", "Yara Haddad", "Felix Novak", "Grace Liu", "Samuel Osei",
  ]

  static let previews = [
    "Draft of the Q3 roadmap is ready for a look",
    "Are we still on for lunch on Thursday?",
    "Photos from the weekend hike are up",
    "Invoice #2041 has been paid, thank you",
    "Can you review my pull request before standup?",
    "The venue confirmed our booking for the 14th",
    "Quick question about the onboarding flow",
    "Flight moved to 7:45, gate B12",
    "Notes from today's design critique",
    "Your package is out for delivery",
    "Happy birthday! Hope it's a great one",
    "Minutes from the board meeting attached",
    "New comment on “Spring launch checklist”",
    "Reminder: dentist appointment tomorrow",
    "Thanks for the intro, we've set up a call",
    "Weekly metrics: sign-ups up 12%",
  ]

  static let palettes = [
    Palette(background: Color(hex: 0xDBEAFE), foreground: Color(hex: 0x1D4ED8)),
    Palette(background: Color(hex: 0xDCFCE7), foreground: Color(hex: 0x15803D)),
    Palette(background: Color(hex: 0xFEF3C7), foreground: Color(hex: 0xB45309)),
    Palette(background: Color(hex: 0xFFE4E6), foreground: Color(hex: 0xBE123C)),
    Palette(background: Color(hex: 0xEDE9FE), foreground: Color(hex: 0x6D28D9)),
    Palette(background: Color(hex: 0xCCFBF1), foreground: Color(hex: 0x0F766E)),
    Palette(background: Color(hex: 0xFFEDD5), foreground: Color(hex: 0xC2410C)),
    Palette(background: Color(hex: 0xE0F2FE), foreground: Color(hex: 0x0369A1)),
  ]

  static let weekdays = ["Monday", "Sunday", "Saturday", "Friday", "Thursday", "Wednesday"]
  static let months = ["Mar", "Feb", "Jan", "Dec", "Nov", "Oct", "Sep", "Aug"]

  static func isUnread(_ index: Int) -> Bool { index < 3 || index % 7 == 4 }

  static func unreadCount(rows: Int) -> Int {
    (0..<max(0, rows)).reduce(0) { $0 + (isUnread($1) ? 1 : 0) }
  }

  static func message(at index: Int) -> Message {
    let senderIndex = (index * 7 + 3) % senders.count
    let sender = senders[senderIndex]
    let initials = sender.split(separator: " ").compactMap(\.first).prefix(2)
    return Message(
      sender: sender, initials: String(initials),
      preview: previews[(index * 5 + 1) % previews.count], time: time(at: index),
      isUnread: isUnread(index), palette: palettes[senderIndex % palettes.count])
  }

  /// Times that step back from this morning through yesterday and the past week to dates.
  static func time(at index: Int) -> String {
    if index < 9 {
      let minutes = 9 * 60 + 41 - index * 37 - (index * index * 3) % 17
      return "\(minutes / 60):\(String(format: "%02d", minutes % 60))"
    }
    if index < 13 { return "Yesterday" }
    if index < 13 + weekdays.count { return weekdays[index - 13] }
    let step = index - 13 - weekdays.count
    let month = months[(step / 9) % months.count]
    return "\(28 - (step % 9) * 3) \(month)"
  }
}
