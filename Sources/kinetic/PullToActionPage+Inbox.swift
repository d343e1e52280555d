import CGTK
import KineticGTK

extension PullToActionPage {
  /// One message of the sample inbox.
  struct Message {
    var sender: String
    var subject: String
    var preview: String
    var time: String
    var isUnread: Bool
  }

  /// The page's content: a `GtkListView` over 100,000 generated messages.
  ///
  /// The messages are made on request from their serial numbers (a `GeneratedListModel`), and
  /// the list view makes rows only for what it shows, so the inbox costs what a short one does.
  /// Each row shows an avatar, the sender, the subject and a preview. Clicking a row (or Enter on
  /// it) opens it, which marks it read. A refresh puts new mail at the top; a load more adds
  /// older mail at the bottom.
  @MainActor
  final class Inbox {
    /// How many messages the inbox starts with.
    static let initialCount = 100_000

    /// The list the pull to action scrolls.
    let list: UnsafeMutablePointer<GtkWidget>
    /// Called when a message is opened.
    var onOpen: (@MainActor (Message) -> Void)?

    private let model: GeneratedListModel
    private let factory: OpaquePointer
    /// The serials of the messages opened (read).
    private var opened: Set<Int> = []
    /// Each row the list made, by its list item's address: its widgets, and the serial it shows.
    private var rows: [Int: Row] = [:]
    private var handlers: [(instance: gpointer, id: gulong)] = []

    /// The widgets of one row.
    private struct Row {
      let line: UnsafeMutablePointer<GtkWidget>
      let avatar: UnsafeMutablePointer<GtkWidget>
      let sender: UnsafeMutablePointer<GtkWidget>
      let time: UnsafeMutablePointer<GtkWidget>
      let dot: UnsafeMutablePointer<GtkWidget>
      let subject: UnsafeMutablePointer<GtkWidget>
      let preview: UnsafeMutablePointer<GtkWidget>
      var serial: Int?
    }

    init() {
      StyleSheet.add(Self.css)
      model = GeneratedListModel(count: Self.initialCount) { String($0) }
      factory = gtk_signal_list_item_factory_new().unsafelyUnwrapped
      g_object_ref(UnsafeMutableRawPointer(model.model))  // The selection model takes one.
      let selection = gtk_no_selection_new(model.model)
      g_object_ref(UnsafeMutableRawPointer(factory))  // Kept to disconnect from it.
      list = gtk_list_view_new(selection, factory).unsafelyUnwrapped
      g_object_ref_sink(list)  // Kept until the handlers on it are disconnected.
      gtk_list_view_set_single_click_activate(OpaquePointer(list), 1)
      gtk_widget_add_css_class(list, "inbox")
      cgtk_accessible_set_label(list, "Messages")

      // The handlers hold the inbox unretained; the deinit disconnects them before it goes.
      let this = Unmanaged.passUnretained(self).toOpaque()
      for (signal, handler) in [
        ("setup", Self.setupHandler), ("bind", Self.bindHandler),
        ("teardown", Self.teardownHandler),
      ] {
        let id = cgtk_signal_connect_pointer(
          UnsafeMutableRawPointer(factory), signal, handler, this, nil)
        handlers.append((UnsafeMutableRawPointer(factory), id))
      }
      let id = cgtk_signal_connect_int(
        UnsafeMutableRawPointer(list), "activate",
        { _, position, data in
          guard let data else { return }
          let inbox = Unmanaged<Inbox>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated { inbox.open(at: Int(UInt32(bitPattern: position))) }
        }, this, nil)
      handlers.append((UnsafeMutableRawPointer(list), id))
    }

    isolated deinit {
      for handler in handlers { g_signal_handler_disconnect(handler.instance, handler.id) }
      g_object_unref(UnsafeMutableRawPointer(factory))
      g_object_unref(list)
    }

    /// How many messages are unread.
    var unreadCount: Int {
      let serials = model.first..<(model.first + model.count)
      return serials.count { Self.isUnreadByDefault($0) && !opened.contains($0) }
    }

    /// How many messages the inbox holds.
    var count: Int { model.count }

    /// Puts one to three new messages at the top, as a refresh that found mail.
    func receiveNewMail() {
      model.prepend(model.count % 3 + 1)
    }

    /// Adds older messages at the end, as a "load more".
    func loadOlderMail() {
      model.append(20)
    }

    /// The message a serial number stands for.
    func message(serial: Int) -> Message {
      var message = Self.message(serial: serial)
      if opened.contains(serial) { message.isUnread = false }
      return message
    }

    private func open(at position: Int) {
      guard position >= 0, position < model.count else { return }
      let serial = model.first + position
      opened.insert(serial)
      // The row on show, if the list made it, drops its unread look.
      for (_, row) in rows where row.serial == serial { show(message(serial: serial), in: row) }
      onOpen?(message(serial: serial))
    }

    // MARK: Rows

    private static let setupHandler: CGTKPointerHandler = { _, item, data in
      guard let item, let data else { return }
      let inbox = Unmanaged<Inbox>.fromOpaque(data).takeUnretainedValue()
      let address = Int(bitPattern: item)
      MainActor.assumeIsolated { inbox.setUp(address) }
    }

    private static let bindHandler: CGTKPointerHandler = { _, item, data in
      guard let item, let data else { return }
      let inbox = Unmanaged<Inbox>.fromOpaque(data).takeUnretainedValue()
      let address = Int(bitPattern: item)
      MainActor.assumeIsolated { inbox.bind(address) }
    }

    private static let teardownHandler: CGTKPointerHandler = { _, item, data in
      guard let item, let data else { return }
      let inbox = Unmanaged<Inbox>.fromOpaque(data).takeUnretainedValue()
      let address = Int(bitPattern: item)
      MainActor.assumeIsolated { _ = inbox.rows.removeValue(forKey: address) }
    }

    /// Makes a row's widgets for the list item at `address`.
    private func setUp(_ address: Int) {
      guard let item = UnsafeMutableRawPointer(bitPattern: address) else { return }
      let line = Widgets.box(.horizontal, spacing: 12, classes: ["message"])
      let avatar = gtk_label_new("").unsafelyUnwrapped
      gtk_widget_add_css_class(avatar, "avatar")
      gtk_widget_set_valign(avatar, GTK_ALIGN_START)
      Widgets.append(line, avatar)

      let text = Widgets.box(.vertical, spacing: 2, classes: [])
      gtk_widget_set_hexpand(text, 1)
      let top = Widgets.box(.horizontal, spacing: 6, classes: [])
      let sender = Widgets.label("", classes: ["sender"])
      gtk_label_set_ellipsize(OpaquePointer(sender), PANGO_ELLIPSIZE_END)
      gtk_label_set_max_width_chars(OpaquePointer(sender), 1)
      gtk_widget_set_hexpand(sender, 1)
      Widgets.append(top, sender)
      let time = Widgets.label("", classes: ["time"])
      Widgets.append(top, time)
      let dot = Widgets.box(.horizontal, spacing: 0, classes: ["unread-dot"])
      gtk_widget_set_valign(dot, GTK_ALIGN_CENTER)
      Widgets.append(top, dot)
      Widgets.append(text, top)
      var labels: [UnsafeMutablePointer<GtkWidget>] = []
      for style in ["subject", "preview"] {
        let label = Widgets.label("", classes: [style])
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(OpaquePointer(label), 1)
        // Narrow by nature: the row's width decides, and longer text ends in an ellipsis.
        gtk_label_set_max_width_chars(OpaquePointer(label), 1)
        gtk_widget_set_hexpand(label, 1)
        Widgets.append(text, label)
        labels.append(label)
      }
      Widgets.append(line, text)
      gtk_list_item_set_child(OpaquePointer(item), line)
      rows[address] = Row(
        line: line, avatar: avatar, sender: sender, time: time, dot: dot, subject: labels[0],
        preview: labels[1])
    }

    /// Shows the list item's message in its row.
    private func bind(_ address: Int) {
      guard var row = rows[address], let item = UnsafeMutableRawPointer(bitPattern: address),
        let object = gtk_list_item_get_item(OpaquePointer(item)),
        let text = gtk_string_object_get_string(OpaquePointer(object)),
        let serial = Int(String(cString: text))
      else { return }
      row.serial = serial
      rows[address] = row
      show(message(serial: serial), in: row)
    }

    private func show(_ message: Message, in row: Row) {
      let initials = message.sender.split(separator: " ").prefix(2).compactMap(\.first)
      Widgets.setText(row.avatar, String(initials))
      for index in 0..<6 { gtk_widget_remove_css_class(row.avatar, "avatar-\(index)") }
      gtk_widget_add_css_class(row.avatar, "avatar-\(colour(of: message.sender))")
      Widgets.setText(row.sender, message.sender)
      Widgets.setText(row.time, message.time)
      Widgets.setText(row.subject, message.subject)
      Widgets.setText(row.preview, message.preview)
      gtk_widget_set_visible(row.dot, message.isUnread ? 1 : 0)
      if message.isUnread {
        gtk_widget_add_css_class(row.line, "unread")
      } else {
        gtk_widget_remove_css_class(row.line, "unread")
      }
      // The list's row (the line's parent) is what assistive technologies list: it reads the
      // message too (GTK 4.8 has no accessible label on the list item itself).
      "\(message.sender): \(message.subject)".withCString { label in
        cgtk_accessible_set_label(row.line, label)
        if let parent = gtk_widget_get_parent(row.line) { cgtk_accessible_set_label(parent, label) }
      }
    }

    /// A stable colour for a name: the sum of its letters, in six.
    private func colour(of name: String) -> Int {
      name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 6
    }

    /// The list view's look: the gallery's rows, on a list view's nodes.
    private static let css = """
      listview.inbox { background-color: @theme_base_color; }
      listview.inbox > row { padding: 0;
                             border-bottom: 1px solid mix(@borders, @theme_base_color, 0.7); }
      listview.inbox > row:hover { background-color: alpha(@theme_text_color, 0.03); }
      listview.inbox > row:active { background-color: alpha(@theme_text_color, 0.06); }
      listview.inbox .message { padding: 11px 18px 11px 16px; }
      .message.unread .sender { font-weight: 700; }
      .message.unread .subject { color: @theme_text_color; font-weight: 600; }
      .message.unread .time { color: mix(@theme_selected_bg_color, @theme_text_color, 0.35);
                              font-weight: 600; }
      """
  }
}

extension PullToActionPage.Inbox {
  /// The message with serial number `serial`, as generated: the sample mail first, new mail
  /// (negative serials) from the arrivals, and older mail made up from the archive's senders and
  /// subjects, a day further back every ten messages.
  fileprivate static func message(serial: Int) -> PullToActionPage.Message {
    if serial < 0 {
      var message = arrivals[(-serial - 1) % arrivals.count]
      message.isUnread = true
      return message
    }
    if serial < initial.count { return initial[serial] }
    let index = serial - initial.count
    let pool = initial + archive
    let from = pool[index % pool.count]
    let about = pool[(index / pool.count * 7 + index) % pool.count]
    let day = index / 10
    let months = [
      "Feb", "Jan", "Dec", "Nov", "Oct", "Sep", "Aug", "Jul", "Jun", "May", "Apr", "Mar",
    ]
    let time = "\(28 - day % 28) \(months[(day / 28) % months.count])"
    return PullToActionPage.Message(
      sender: from.sender, subject: about.subject, preview: about.preview, time: time,
      isUnread: isUnreadByDefault(serial))
  }

  /// Whether a message is unread until opened: new mail, the sample's unread ones, and one in
  /// nine of the rest.
  fileprivate static func isUnreadByDefault(_ serial: Int) -> Bool {
    if serial < 0 { return true }
    if serial < initial.count { return initial[serial].isUnread }
    return serial % 9 == 0
  }

  private static func message(
    _ sender: String, _ subject: String, _ preview: String, _ time: String, unread: Bool = false
  ) -> PullToActionPage.Message {
    PullToActionPage.Message(
      sender: sender, subject: subject, preview: preview, time: time, isUnread: unread)
  }

  fileprivate static let initial: [PullToActionPage.Message] = [
    message(
      "Maya Okafor", "Design review moved to 3 pm",
      "Same room, I’ve updated the invite — bring the",
      "9:41", unread: true),
    message(
      "GitHub", "[kinetic] CI passed on main", "All checks have passed: lint, build, 412 tests.",
      "9:12", unread: true),
    message(
      "Lukas Brandt", "Re: Spring parameters", "Response 0.4 with no bounce felt right on the",
      "8:55", unread: true),
    message(
      "Priya Raman", "Lunch on Thursday?", "There’s a new ramen place near the station that",
      "8:20"),
    message(
      "Tomás Díaz", "Photos from the offsite", "Uploaded 86 photos to the shared album, the",
      "Yesterday", unread: true),
    message(
      "Calendar", "Reminder: 1:1 with Sam", "Tomorrow at 10:00 · Video call", "Yesterday"),
    message(
      "Hannah Weiss", "Accessibility audit notes", "Orca reads the slider as “button”, which",
      "Yesterday"),
    message(
      "Olu Adeyemi", "Invoice #2024-118", "Please find attached the invoice for March. Let",
      "Yesterday"),
    message(
      "Sam Whitaker", "Agenda for tomorrow", "1. Release dates 2. Hiring 3. The gallery demo",
      "Mon"),
    message(
      "Yuki Tanaka", "Touchpad scrolling on Wayland", "Surface units come through as pixels, so",
      "Mon"),
    message(
      "Elena Petrova", "Re: Golden images", "Regenerated them with the new fonts; the diff", "Mon"),
    message(
      "Noah Fischer", "Coffee machine is fixed ☕", "Facilities replaced the pump. Rejoice.", "Mon"),
    message(
      "Amara Nwosu", "Quarterly planning doc", "Added a section on the onboarding carousel and",
      "Sun"),
    message(
      "Travel Desk", "Your trip to Lisbon", "Flight TP 1341 · Gate closes 40 minutes before",
      "Sat"),
    message(
      "Jonas Berg", "Benchmark numbers", "Zero allocations per frame in the pull machine now.",
      "Sat"),
    message(
      "Chloé Martin", "Re: Icons for the status view", "The tick reads better at 2 pt; the cross",
      "Fri"),
    message(
      "Diego Alvarez", "Pairing session?", "I’m free after 4 if you want to look at the", "Fri"),
    message(
      "Library", "Your hold is ready", "“Designing Interfaces” is waiting at the front desk.",
      "Fri"),
    message(
      "Fatima Zahra", "Team photo retake", "The lighting was off in the first set, so we’re",
      "Thu"),
    message(
      "Ben Cooper", "Re: Rubber band constant", "0.55 matches UIScrollView closely enough that",
      "Thu"),
    message(
      "Grace Liu", "Conference talk accepted!", "“Gestures without a framework” got in — the",
      "Wed"),
    message(
      "Security", "New sign-in on Linux", "Firefox on Debian 12 · Berlin, Germany", "Wed"),
    message(
      "Marco Rossi", "Espresso order", "Two bags of the Ethiopian, one decaf for Hannah.", "Tue"),
    message(
      "Ingrid Larsen", "Re: Keyboard shortcuts", "F5 and Ctrl+R both feel natural; let’s not",
      "Tue"),
    message(
      "Kwame Mensah", "Hiring panel feedback", "Strong on systems design, a bit quiet in the",
      "12 Mar"),
    message(
      "Newsletter", "This week in Swift", "Typed throws in practice, a look at noncopyable",
      "11 Mar"),
    message(
      "Sofia Costa", "Apartment viewing", "The landlord can do Saturday morning at 11 if",
      "10 Mar"),
    message(
      "Arjun Patel", "Re: Frame clock timing", "Event times and frame times are both on the",
      "9 Mar"),
    message(
      "Emma Johansson", "Book club: next pick", "Votes are in — we’re reading “The Dispossessed”",
      "8 Mar"),
    message(
      "Ravi Kumar", "Welcome to the team!", "Your laptop is on its way. First week schedule",
      "7 Mar"),
  ]

  fileprivate static let arrivals: [PullToActionPage.Message] = [
    message(
      "Maya Okafor", "Slides for the review", "Here’s the deck — the pull to action demo is on",
      "Now", unread: true),
    message(
      "Deploy Bot", "Gallery build 1.4 is live", "Changelog: pull to action, load more, status",
      "Now", unread: true),
    message(
      "Priya Raman", "Re: Lunch on Thursday?", "12:30 works. I’ll book a table for four.", "Now",
      unread: true),
    message(
      "Lukas Brandt", "One more spring idea", "What if the hold used the release velocity?",
      "Now", unread: true),
    message(
      "Hannah Weiss", "Orca retest passed", "The trigger button is announced as “Refresh”.",
      "Now", unread: true),
    message(
      "Calendar", "Invitation: Demo day", "Friday 16:00 · Main hall · Maya Okafor", "Now",
      unread: true),
  ]

  fileprivate static let archive: [PullToActionPage.Message] = [
    message("Ravi Kumar", "Parking permit", "Your permit for level −2 is active from", "6 Mar"),
    message("Grace Liu", "CFP reminder", "Submissions close on Friday at midnight.", "5 Mar"),
    message("Security", "Password changed", "The password for your account was changed.", "5 Mar"),
    message(
      "Ben Cooper", "Old scroll prototype", "Found the 2019 prototype, it still builds!", "4 Mar"),
    message(
      "Sofia Costa", "Plants while you’re away", "Water the fern twice, the cactus never.", "3 Mar"),
    message(
      "Newsletter", "This week in Swift", "Macros, the new testing library, and more.", "2 Mar"),
    message("Jonas Berg", "Profiling notes", "Most of the time goes into text shaping.", "1 Mar"),
    message(
      "Elena Petrova", "Fonts on CI", "Cantarell is missing on the runners, so the", "28 Feb"),
    message(
      "Marco Rossi", "Team dinner", "Thursday, 19:30, the Italian place by the river.", "27 Feb"),
    message(
      "Yuki Tanaka", "XI2 smooth scrolling", "Wheel events arrive as fractions of a", "26 Feb"),
    message("Arjun Patel", "Welcome lunch", "Thanks everyone for a lovely first week!", "25 Feb"),
    message("Amara Nwosu", "Roadmap draft", "A first pass at the next two quarters, for", "24 Feb"),
    message(
      "Travel Desk", "Receipt: rail pass", "Thank you for your purchase. Your receipt", "23 Feb"),
    message(
      "Olu Adeyemi", "Re: Invoice #2024-097", "Received with thanks, payment is scheduled", "22 Feb"
    ),
    message("Chloé Martin", "Icon sketches", "Three directions for the success badge.", "21 Feb"),
    message("Diego Alvarez", "Board games night", "Bring snacks; I’ll bring Wingspan.", "20 Feb"),
  ]
}
